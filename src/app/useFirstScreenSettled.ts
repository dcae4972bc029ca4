import { useEffect, useState } from 'react';
import { whenFirstScreenSettled } from './first-screen';

/** False until the page's first screen is drawn with its data (src/app/first-screen.ts), then true. */
export function useFirstScreenSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenFirstScreenSettled().then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}
