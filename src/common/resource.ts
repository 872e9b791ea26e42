/**
 * What a resource is, in one place: each resource folder's index.ts exports one `ResourceDescriptor`, and the list
 * in src/resources.ts is the only registration. From it come the `<Resource>` elements and routes (App.tsx), the
 * sidebar and its groups (layout/Menu.tsx), each list's defaults (ListPage), the boot script's plan (boot/plan.ts),
 * and in the tests the accessibility routes and the bench screens.
 * A descriptor holds data and loaders only, no component: the boot script reads it before React has loaded.
 */
import type { RaRecord, SortPayload } from 'react-admin';
import type { ResourceName, StatsResource } from '../providers/types';
import type { ModuleLoader } from './moduleLoader';

/** A module whose default export is a component: a list screen, a page, an icon. */
export type ComponentModule = { default: import('react').ComponentType };
export type ComponentLoader = ModuleLoader<ComponentModule>;
/** A chunk of a list's create and edit dialogs (common/lazyLoaded.tsx formDialogs). */
export type FormsModule = { Create: import('react').ComponentType; Edit: import('react').ComponentType };

/** The sidebar's groups, in their order, after the ungrouped entries (layout/Menu.tsx gives each its icon). */
export const MENU_GROUPS = ['education', 'bootcamps', 'opportunities'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
}

/** Every list's defaults unless its descriptor says otherwise: newest first, 10 a page. */
export const LIST_DEFAULTS: ListDefaults = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 10 };

export interface ResourceDescriptor<R extends RaRecord = RaRecord> {
  /** The resource's name: its API path (src/providers/routes.ts), its texts' key and its URL, `/<name>`. */
  name: ResourceName;
  /**
   * The list screen's URL when it is not `/<name>`: '/admin/subscriptions', or a record's own list under its parent,
   * '/bootcamps/:id/applicants' (then `parent` says which record). `/<name>` then leads there.
   */
  path?: string;
  /** The list screen. */
  list?: ComponentLoader;
  /** Its create and edit dialogs when they come in a chunk of their own (the image drop zone's forms). */
  forms?: ModuleLoader<FormsModule>;
  /** Sort and page size, when not LIST_DEFAULTS. */
  listDefaults?: ListDefaults;
  /** The stats endpoint whose cards sit above the list: fetched with its first page. */
  stats?: StatsResource;
  /** Which views the list opens as route dialogs: `/<name>/create`, `/<name>/:id`, `/<name>/:id/show`. */
  dialogs?: { create?: boolean; edit?: boolean; show?: boolean };
  /**
   * A sidebar entry: its icon; in a group, or at the top level. Its text is the resource's plural name
   * (`resources.<name>.name`), or `label` (an `app.shell.menu.*` key) where the group already says the rest
   * ('Levels' under Education, 'Applications' under Bootcamps).
   */
  menu?: { icon: ComponentLoader; group?: MenuGroup; label?: string };
  /**
   * For a list under a record (`path` with ':id'): the record's resource and the filter that names it. The screen
   * reads the record first, then its list, kept under the store key `<name>-<id>` (childStoreKey).
   */
  parent?: { resource: ResourceName; filter: string };
  recordRepresentation?: string | ((record: R) => string);
}

/** The URL of a resource's list screen. */
export const screenPath = (resource: Pick<ResourceDescriptor, 'name' | 'path'>): string => resource.path ?? `/${resource.name}`;

/** The list defaults of a resource. */
export const listDefaultsOf = (resource: Pick<ResourceDescriptor, 'listDefaults'> | undefined): ListDefaults => resource?.listDefaults ?? LIST_DEFAULTS;

/** The store key of a record's own list (react-admin's `<List storeKey>`): its page, sort and filters per record. */
export const childStoreKey = (resource: ResourceName, recordId: unknown): string => `${resource}-${String(recordId)}`;
