/** The page's main landmark, made focusable from script (but no Tab stop) so that focus can be put on it. */
export function mainLandmark(): HTMLElement | undefined {
  const main = document.querySelector<HTMLElement>('main, [role="main"]') ?? undefined;
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}
