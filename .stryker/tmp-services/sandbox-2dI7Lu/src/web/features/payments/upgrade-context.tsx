// @ts-nocheck
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';

// Its own chunk (plans, dialog primitives), fetched the first time it opens.
const UpgradeDialog = lazy(async () => ({ default: (await import('./upgrade-dialog.tsx')).UpgradeDialog }));

/** Spec section 2: 'general' by default, 'upgrade-button', or 'discount-banner-{planId}'. */
export type UpgradeTrigger = 'general' | 'upgrade-button' | `discount-banner-${string}`;

interface UpgradeDialogState {
  isOpen: boolean;
  trigger: UpgradeTrigger;
  purchaseInProgress: boolean;
  showPopup(trigger?: UpgradeTrigger): void;
  hidePopup(): void;
  setPurchaseInProgress(value: boolean): void;
}

const UpgradeDialogContext = createContext<UpgradeDialogState | null>(null);

export function UpgradeDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<UpgradeTrigger>('general');
  const [purchaseInProgress, setPurchaseInProgress] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const showPopup = useCallback((t: UpgradeTrigger = 'general') => {
    setTrigger(t);
    setOpen(true);
    setEverOpened(true);
  }, []);
  // Spec section 4: the dialog cannot be closed while a purchase is in progress.
  const hidePopup = useCallback(() => {
    if (!purchaseInProgress) setOpen(false);
  }, [purchaseInProgress]);
  const value = useMemo(
    () => ({ isOpen, trigger, purchaseInProgress, showPopup, hidePopup, setPurchaseInProgress }),
    [isOpen, trigger, purchaseInProgress, showPopup, hidePopup],
  );
  return (
    <UpgradeDialogContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <UpgradeDialog />
        </Suspense>
      )}
    </UpgradeDialogContext.Provider>
  );
}

export function useUpgradeDialog(): UpgradeDialogState {
  const ctx = useContext(UpgradeDialogContext);
  if (!ctx) throw new Error('useUpgradeDialog needs UpgradeDialogProvider');
  return ctx;
}
