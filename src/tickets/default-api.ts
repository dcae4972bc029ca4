/** The ticket calls over the app's clients: reads through mainClient, saves through the quiet client. */
import { mainClient, quietClient } from '../http';
import { createTicketApi } from './api';

export const ticketApi = createTicketApi({ client: mainClient, saveClient: quietClient });
