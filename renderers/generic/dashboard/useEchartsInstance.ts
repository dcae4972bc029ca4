import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EChartsType, init as echartsInit } from 'echarts/core';

/** A lazily imported echarts set-up module: the parts a drawing needs, registered, and `init`. */
export type EchartsLoader = () => Promise<{ init: typeof echartsInit }>;

export interface EchartsInstance {
  /** The element to draw in. */
  box: RefObject<HTMLDivElement | null>;
  /** The drawing, once echarts has loaded. */
  chart: EChartsType | undefined;
  /** echarts could not be loaded. */
  failed: boolean;
}

/**
 * An SVG echarts instance in `box`, created once its set-up module has loaded, kept as wide as its box
 * (`fallbackWidthPx` while the box has no width yet, e.g. in a hidden tab) and disposed on unmount.
 * `onCreate` runs once on the new instance (e.g. to listen to clicks).
 */
export function useEchartsInstance(
  load: EchartsLoader,
  heightPx: number,
  fallbackWidthPx: number,
  onCreate?: (chart: EChartsType) => void,
): EchartsInstance {
  const box = useRef<HTMLDivElement>(null);
  const created = useRef(onCreate);
  created.current = onCreate;
  const [chart, setChart] = useState<EChartsType>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let instance: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    load()
      .then(({ init }) => {
        const element = box.current;
        if (gone || !element) return;
        const drawing = init(element, undefined, { renderer: 'svg', width: element.clientWidth || fallbackWidthPx, height: heightPx });
        instance = drawing;
        created.current?.(drawing);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            if (element.clientWidth > 0) drawing.resize({ width: element.clientWidth, height: heightPx });
          });
          observer.observe(element);
        }
        setChart(drawing);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      observer?.disconnect();
      instance?.dispose();
    };
    // Created once per mount: the loader and sizes of a drawing do not change.
  }, []);

  return { box, chart, failed };
}
