/**
 * Spread into a provider's theme: Ant Design generates only the theme's CSS variables while rendering; its component
 * rules come prebuilt, cut per component at build time (`antdStyles.ts`): each entry imports the shared rules first,
 * and a chunk that renders a component brings that component's rules.
 */
export const prebuiltStyles = { zeroRuntime: true } as const;
