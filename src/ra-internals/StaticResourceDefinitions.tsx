/**
 * Mirrors ra-core 5.15.4: the ResourceDefinitionContext of src/core/ResourceDefinitionContext.tsx, as
 * src/core/useConfigureAdminRouterFromChildren.tsx (useRegisterResources) fills it, and each <Resource>'s static
 * registerResource (src/core/Resource.tsx). The resources' definitions from the first render on, for <Admin>
 * (src/layout/Admin.tsx). It stays because the bench measures its gain (docs/performance.md).
 * Why not react-admin's own ResourceDefinitionContextProvider alone: it starts empty, and CoreAdminRoutes registers
 * the <Resource> children in an effect after the first commit, then unregisters and registers them all again after
 * its next render (its list of resources is a new array by then). Each round is a new definitions object, so a render,
 * a commit and a frame more before the screen's own render can start (two on every cold load). This app's resources
 * never change at run time: their definitions are made up front with each Resource's own `registerResource`, a
 * definition registered again with the same values keeps the same object, and unregistering is ignored (static data:
 * they also stay while the sign-in page is shown, which reads none of them).
 */
import { Children, Fragment, isValidElement, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type AdminChildren, type ResourceDefinition } from 'react-admin';

type Definitions = Record<string, ResourceDefinition>;
type Registrable = { registerResource?: (props: Record<string, unknown>) => ResourceDefinition };

/** Field by field: a definition made again from the same <Resource> props holds the same values. */
const sameDefinition = (a: ResourceDefinition | undefined, b: ResourceDefinition): boolean =>
  !!a && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([key, value]) => Object.is(a[key as keyof ResourceDefinition], value));

/** The definitions of the <Resource> elements among `children` (in fragments too, as react-admin reads them). */
export function definitionsOf(children: AdminChildren): Definitions {
  const definitions: Definitions = {};
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement<Record<string, unknown>>(child)) return;
      if (child.type === Fragment) return visit(child.props.children as ReactNode);
      const register = (child.type as Registrable).registerResource;
      if (typeof register === 'function') {
        const definition = register(child.props);
        definitions[definition.name] = definition;
      }
    });
  // a function child (resources by permissions) is left to react-admin: Children.forEach skips functions
  visit(children as ReactNode);
  return definitions;
}

export function StaticResourceDefinitions({ resources, children }: { resources: AdminChildren; children: ReactNode }) {
  const [definitions, setDefinitions] = useState(() => definitionsOf(resources));
  const register = useCallback(
    (definition: ResourceDefinition) =>
      setDefinitions((previous) => (sameDefinition(previous[definition.name], definition) ? previous : { ...previous, [definition.name]: definition })),
    [],
  );
  const unregister = useCallback(() => {}, []);
  const value = useMemo(() => ({ definitions, register, unregister }), [definitions, register, unregister]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
