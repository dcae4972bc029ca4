/**
 * Where short messages go. The reference server sends no SMS: by default it prints each message on
 * the console (verification codes, activation links), and tests collect them instead.
 */
export interface OutboxMessage {
  phone: string;
  text: string;
}

export type Outbox = (message: OutboxMessage) => void;

export const consoleOutbox: Outbox = ({ phone, text }) => {
  console.log(`[短信] ${phone}：${text}`);
};
