/**
 * Spread into a provider's theme: Ant Design generates only the theme's CSS variables while rendering; its component
 * rules come prebuilt in `antd/dist/antd.css`, which each entry imports first (a module of its own would be dropped
 * by the build as free of side effects, and the providers' chunk would bring the stylesheet after the apps' styles).
 */
export const prebuiltStyles = { zeroRuntime: true } as const;
