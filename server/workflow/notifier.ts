/**
 * Sends a workflow's notifications: stored in the bell's history and pushed over socket.io once the push
 * server is attached (it starts after the routes are ready).
 */
import type { SessionStore } from '../auth/session-store.js';
import type { NotificationInput, NotificationStore } from '../notify/notification-store.js';
import { pushNotification, type NotifyServer } from '../realtime/notify-socket.js';

export class WorkflowNotifier {
  private io: NotifyServer | undefined;

  constructor(
    private readonly store: NotificationStore,
    private readonly sessions: SessionStore,
  ) {}

  attach(io: NotifyServer): void {
    this.io = io;
  }

  send(userId: number, input: NotificationInput): void {
    if (this.io) pushNotification(this.io, this.store, this.sessions, userId, input);
    else this.store.add(userId, input);
  }
}
