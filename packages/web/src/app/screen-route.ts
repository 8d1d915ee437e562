import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { redirect, type LoaderFunction, type Params, type RouteObject } from "react-router-dom";

/** What a lazy route module exports: its screen, and a loader built with the query client. */
export interface RouteModule {
  Component: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

/** Loads a screen's module: each screen is its own chunk. */
export type LoadScreen = () => Promise<RouteModule>;

/**
 * One route of the app, declared as data: its path, the lazy module of its screen (none for a
 * bare grouping), where its bare path sends the user (`defaultHref`), and the routes below it.
 */
export interface ScreenRoute {
  path: string;
  load?: LoadScreen | undefined;
  defaultHref?: ((params: Params) => string) | undefined;
  children?: readonly ScreenRoute[] | undefined;
}

/** A screen at `path`, with the screens below it. */
export function screen(path: string, load: LoadScreen, children?: readonly ScreenRoute[]): ScreenRoute {
  return { path, load, children };
}

/** A section: its layout (if any), the screens below it, and the one its bare path opens. */
export function section(
  path: string,
  load: LoadScreen | undefined,
  defaultHref: (params: Params) => string,
  children: readonly ScreenRoute[],
): ScreenRoute {
  return { path, load, defaultHref, children };
}

/** A record's tabs: each tab's own screen, or `otherwise` (the record's configurable sections). */
export function tabScreens<Tab extends string>(
  tabs: readonly Tab[],
  screens: Partial<Record<Tab, LoadScreen>>,
  otherwise: LoadScreen,
): ScreenRoute[] {
  return tabs.map((tab) => screen(tab, screens[tab] ?? otherwise));
}

/** A route's `lazy`: the screen's module, its loader given the query client. */
export function lazyRoute(load: LoadScreen, queryClient: QueryClient) {
  return async () => {
    const { Component, loader } = await load();
    return loader ? { Component, loader: loader(queryClient) } : { Component };
  };
}

/** The index route of a section, sending its bare path on to `defaultHref`. */
export function indexRedirect(defaultHref: (params: Params) => string): RouteObject {
  return { index: true, loader: ({ params }) => redirect(defaultHref(params)) };
}

/** The react-router route of `route`: its module loaded lazily, its loader given the query client. */
export function toRouteObject(route: ScreenRoute, queryClient: QueryClient): RouteObject {
  const { path, load, defaultHref, children = [] } = route;
  const childRoutes: RouteObject[] = children.map((child) => toRouteObject(child, queryClient));
  if (defaultHref) childRoutes.unshift(indexRedirect(defaultHref));
  return {
    path,
    ...(load && { lazy: lazyRoute(load, queryClient) }),
    ...(childRoutes.length > 0 && { children: childRoutes }),
  };
}
