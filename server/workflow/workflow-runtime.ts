/**
 * The workflows at work in one server: the hooks they add to the generic routes of their records', holds'
 * and markers' collections, the hold collections' status fields, the transition routes, and keeping every
 * record's holds in step after seeding. Built before the collections are registered; `bind` resolves the
 * collections once all of them (derived ones too) exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WorkflowDescriptor, WorkflowTransition } from '../../src/workflow/types.js';
import { requireAuth } from '../auth/request-auth.js';
import type { SessionStore } from '../auth/session-store.js';
import type { Authorizer } from '../authz/authorizer.js';
import { apiRouteOf } from '../authz/route-key.js';
import type { CollectionHooks } from '../records/collection-hooks.js';
import type { CollectionSpec } from '../records/types.js';
import type { ServerContext } from '../context.js';
import { type ResourceUse } from '../derive/derive-collections.js';
import { normalizeResource } from '../records/resource-path.js';
import type { NotificationStore } from '../notify/notification-store.js';
import { bulkActionApi, recordActionApi } from '../authz/action-routes.js';
import { Companies } from '../parties/companies.js';
import { holdHooks, markerHooks } from './hold-hooks.js';
import { withHoldStatus } from './hold-collections.js';
import { reconcileHolds } from './holds.js';
import { WorkflowNotifier } from './notifier.js';
import { travelFields } from './order-travel.js';
import { recordHooks, type Travel } from './record-hooks.js';
import { isAboutOrder, partiesFromOrder, withOrderParties } from './record-parties.js';
import type { WorkflowRegistry } from './registry.js';
import type { TransitionServices } from './transition-runner.js';
import { registerWorkflowRoutes } from './workflow-routes.js';
import { workflowStores, type WorkflowStores } from './workflow-stores.js';

const samePath = (a: string, b: string): boolean => normalizeResource(a) === normalizeResource(b);

export class WorkflowRuntime {
  readonly companies: Companies;
  readonly notifier: WorkflowNotifier;
  private readonly stores = new Map<string, WorkflowStores>();

  constructor(
    private readonly context: ServerContext,
    readonly registry: WorkflowRegistry,
    notifications: NotificationStore,
    sessions: SessionStore,
  ) {
    this.companies = new Companies(context);
    this.notifier = new WorkflowNotifier(notifications, sessions);
  }

  private get workflows(): WorkflowDescriptor[] {
    return [...this.registry.values()];
  }

  /**
   * How a new record of a workflow travels to the next company (orders), or which parties it takes from
   * the order it is about (a record about an order: server/workflow/record-parties.ts).
   */
  private travelOf(workflow: WorkflowDescriptor, spec: Pick<CollectionSpec, 'fields' | 'name'>): Travel | undefined {
    if (workflow.name === 'order') return (actor, body) => travelFields(this.context, this.companies, workflow, actor, body);
    return isAboutOrder(spec) ? (_actor, body) => partiesFromOrder(this.context, workflow, body) : undefined;
  }

  /** The hooks a workflow adds to a collection's generic routes (none for most collections). */
  hooksFor(spec: Pick<CollectionSpec, 'path' | 'fields' | 'name'>): CollectionHooks {
    for (const workflow of this.workflows) {
      const storesOf = (): WorkflowStores | undefined => this.stores.get(workflow.name);
      if (samePath(workflow.resource, spec.path)) return recordHooks(workflow, this.companies, this.travelOf(workflow, spec));
      const hold = workflow.holds?.find((item) => samePath(item.resource, spec.path));
      if (hold) return holdHooks(hold, storesOf);
      const marker = workflow.markers?.find((item) => samePath(item.resource, spec.path));
      if (marker) return markerHooks(marker.recordKey, storesOf);
    }
    return {};
  }

  /** A derived collection's spec with the hold status fields made the holds' own, and a workflow's records about an order given their parties. */
  derivedSpec(spec: CollectionSpec, use: ResourceUse | undefined): CollectionSpec {
    const own = this.workflows.find((workflow) => samePath(workflow.resource, spec.path));
    const held = withHoldStatus(spec, use, this.workflows.flatMap((workflow) => workflow.holds ?? []));
    return own ? withOrderParties(held, own) : held;
  }

  /** Resolves every workflow's collections; call once all collections are registered. */
  bind(warn: (message: string) => void): void {
    for (const workflow of this.workflows) {
      const stores = workflowStores(workflow, [...this.context.collections.values()], warn);
      if (stores) this.stores.set(workflow.name, stores);
    }
  }

  storesOf(name: string): WorkflowStores | undefined {
    return this.stores.get(name);
  }

  /** Brings every record's holds and tags in step with its hold and marker records (after seeding). */
  reconcileAll(): void {
    for (const stores of this.stores.values()) {
      stores.records.transaction(() => {
        for (const record of stores.records.allRows()) {
          const key = record[stores.workflow.recordKey];
          if (typeof key === 'string' && key !== '') reconcileHolds(stores, key);
        }
      });
    }
  }

  /** The transition routes of every bound workflow; `authorizer` answers which codes the caller holds where. */
  registerRoutes(app: FastifyInstance, authorizer: Authorizer): void {
    const services: TransitionServices = {
      context: this.context,
      companies: this.companies,
      notifier: this.notifier,
      mayFire: (request: FastifyRequest, transition: WorkflowTransition, bulk: boolean) => {
        const workflow = this.workflows.find((item) => item.transitions.includes(transition));
        if (!workflow) return false;
        const api = bulk ? bulkActionApi(workflow.resource, transition.key) : recordActionApi(workflow.resource, transition.key);
        return authorizer.allows(requireAuth(request).user, 'POST', apiRouteOf(api));
      },
    };
    for (const stores of this.stores.values()) registerWorkflowRoutes(app, services, stores);
  }
}
