// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRoute, ROUTE_CHUNKS_ELEMENT_ID, type RouteChunks } from '../../../src/boot/routePreload';
import { resourceRoute } from '../../../src/boot/resourceRoute';
import { saveSession } from '../../../src/providers/session';

const chunks: RouteChunks = {
  names: ['agents', 'clients'],
  chunks: {
    list: ['/assets/List.js', '/assets/Table.js'],
    show: ['/assets/Show.js'],
    edit: ['/assets/Edit.js'],
    create: ['/assets/Create.js'],
  },
};

function page(list: RouteChunks | string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (list !== null) {
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = ROUTE_CHUNKS_ELEMENT_ID;
    el.textContent = typeof list === 'string' ? list : JSON.stringify(list);
    doc.body.appendChild(el);
  }
  return doc;
}
const preloadRouteChunks = (doc: Document, pathname: string) => preloadRoute(doc, pathname).hrefs;
const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

afterEach(() => localStorage.clear());

describe('early route preload (ahead of the entry)', () => {
  it('react-admin resource routes: list, create, edit and show, the id decoded; anything else is none', () => {
    expect(resourceRoute('/agents', ['agents'])).toEqual({ name: 'agents', kind: 'list' });
    expect(resourceRoute('/agents/', ['agents'])).toEqual({ name: 'agents', kind: 'list' });
    expect(resourceRoute('/agents/create', ['agents'])).toEqual({ name: 'agents', kind: 'create' });
    expect(resourceRoute('/agents/7%2F1', ['agents'])).toEqual({ name: 'agents', kind: 'edit', id: '7/1' });
    expect(resourceRoute('/agents/7/show', ['agents'])).toEqual({ name: 'agents', kind: 'show', id: '7' });
    for (const path of ['/', '/login', '/import', '/agents/7/show/x', '/agents/7/edit', '/agents/%E0%A4%A/show'])
      expect(resourceRoute(path, ['agents']), path).toBeUndefined();
  });

  it("with a live token, the chunks of the route's view kind are asked for as module preloads", () => {
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    const list = page(chunks);
    expect(preloadRouteChunks(list, '/agents')).toEqual(['/assets/List.js', '/assets/Table.js']);
    expect(preloads(list)).toEqual(['/assets/List.js', '/assets/Table.js']);
    const show = page(chunks);
    preloadRouteChunks(show, '/clients/76086428-5/show');
    expect(preloads(show)).toEqual(['/assets/Show.js']);
    const other = page(chunks);
    preloadRouteChunks(other, '/import/management/MSCU2438728/0');
    expect(preloads(other)).toEqual([]);
  });

  it("signed out, with an expired token or without the build's list (dev server), nothing is preloaded", () => {
    const signedOut = page(chunks);
    expect(preloadRouteChunks(signedOut, '/agents')).toEqual([]);
    saveSession({ token: 't', expires: Date.now() - 1 });
    expect(preloadRouteChunks(page(chunks), '/agents')).toEqual([]);
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    expect(preloadRouteChunks(page(null), '/agents')).toEqual([]);
  });

  it("an operational area's route asks for its screens' chunks (the longest area path the URL starts with)", () => {
    saveSession({ token: 't', expires: Date.now() + 60_000 });
    const withAreas: RouteChunks = {
      ...chunks,
      areas: {
        import: { chunks: ['/assets/ImportScreens.js', '/assets/shared.js'] },
        trucking: { chunks: ['/assets/T.js'] },
        'trucking/preadvise': { chunks: ['/assets/Preadvise.js'] },
      },
    };
    const area = page(withAreas);
    expect(preloadRoute(area, '/import/management/MSCU2438728/0')).toEqual({
      hrefs: ['/assets/ImportScreens.js', '/assets/shared.js'],
    });
    expect(preloads(area)).toEqual(['/assets/ImportScreens.js', '/assets/shared.js']);
    expect(preloadRoute(page(withAreas), '/importacion')).toEqual({ hrefs: [] });
    // An area path of two segments wins over a shorter one it starts with.
    expect(preloadRoute(page(withAreas), '/trucking/preadvise/new')).toEqual({ hrefs: ['/assets/Preadvise.js'] });
    expect(preloadRoute(page(withAreas), '/trucking/other')).toEqual({ hrefs: ['/assets/T.js'] });
  });
});
