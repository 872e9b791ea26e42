/**
 * Every route of the app, derived from its resources and pages (src/resources.ts): each list screen, each of its
 * dialog routes (create, edit, show) with the seed's record 1, and the pages. A new resource is tested here without
 * an edit. `settled(page)` waits until a route has loaded: nothing fetching, no spinner, no skeleton.
 */
import type { Page } from 'playwright-core';
import { idle } from './server';
import { screenPath } from '../../src/common/resource';
import { PAGES, RESOURCES } from '../../src/resources';

/** The seeded record each dialog route opens (the applicants' bootcamp 1 has applicant 1). */
export const SAMPLE_ID = 1;

export interface AppRoute {
  path: string;
  /** A dialog opens at this route. */
  dialog: boolean;
}

/** The URL of a resource's list screen for the sample record (a list under a record). */
export const samplePath = (path: string) => path.replace(/:[^/]+/, String(SAMPLE_ID));

export const LIST_ROUTES: string[] = RESOURCES.filter((resource) => resource.list).map((resource) => samplePath(screenPath(resource)));

export const APP_ROUTES: AppRoute[] = [
  ...Object.values(PAGES).map((page) => ({ path: page.path, dialog: false })),
  ...RESOURCES.filter((resource) => resource.list).flatMap((resource) => {
    const path = samplePath(screenPath(resource));
    const { create, edit, show } = resource.dialogs ?? {};
    return [
      { path, dialog: false },
      ...(create ? [{ path: `${path}/create`, dialog: true }] : []),
      ...(edit ? [{ path: `${path}/${SAMPLE_ID}`, dialog: true }] : []),
      ...(show ? [{ path: `${path}/${SAMPLE_ID}/show`, dialog: true }] : []),
    ];
  }),
];

/** The route has loaded: no request in flight, no progress bar, no skeleton, and the dialog it opens has its content. */
export async function settled(page: Page, route?: Pick<AppRoute, 'dialog'>): Promise<void> {
  if (route?.dialog) await page.getByRole('dialog').waitFor();
  await idle(page);
  await page.waitForFunction(
    () =>
      // a progress bar without a value is a spinner (a determinate one, the dashboard's metrics, is content)
      !document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]') &&
      (document.querySelector('#main-content')?.textContent?.trim().length ?? 0) > 0,
  );
}
