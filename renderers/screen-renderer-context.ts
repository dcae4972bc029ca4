import { createContext, useContext, type ReactNode } from 'react';
import type { ScreenRenderProps } from '../src/app/composition';

type RenderScreen = (props: ScreenRenderProps) => ReactNode;

/**
 * The app's screen renderer (render-screen.tsx) for a screen that draws another screen inside it (the
 * workbench's preview). Handed down by render-screen itself, so that such a screen, one of its own lazy
 * renderers, does not import it back.
 */
export const ScreenRendererContext = createContext<RenderScreen | null>(null);

export function useScreenRenderer(): RenderScreen {
  const render = useContext(ScreenRendererContext);
  if (!render) throw new Error('No screen renderer: the screen is drawn outside render-screen');
  return render;
}
