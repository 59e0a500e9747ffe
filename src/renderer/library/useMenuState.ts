/**
 * Tells the application menu whether Export selection can act (menu.reportState), and that it
 * cannot once the library is left. In the web preview there is no menu; the call is harmless.
 */
import { useEffect } from 'react';

export function useMenuState(exportSelection: boolean): void {
  useEffect(() => {
    void window.atelier.menu.reportState({ exportSelection }).catch(() => undefined);
  }, [exportSelection]);
  useEffect(
    () => () =>
      void window.atelier.menu.reportState({ exportSelection: false }).catch(() => undefined),
    [],
  );
}
