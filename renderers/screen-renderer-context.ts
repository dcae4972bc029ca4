import { createContext, type ReactNode } from 'react';
import type { ScreenRenderProps } from '../src/app/composition';

/**
 * The app's screen renderer (render-screen.tsx) for a screen that draws another screen inside it (the
 * workbench's preview). Handed down by render-screen itself, so that such a screen, one of its own lazy
 * renderers, does not import it back. Only the context lives here: it is part of every screen's chunk.
 */
export const ScreenRendererContext = createContext<((props: ScreenRenderProps) => ReactNode) | null>(null);
