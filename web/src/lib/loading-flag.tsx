import { type ReactNode, createContext, useContext, useMemo, useState } from 'react';

/**
 * The app-wide loading flag of SPEC §2: while a screen sets it (e.g. during a login), a loading
 * indicator replaces the routes.
 */
interface LoadingFlag {
  loading: boolean;
  setLoading: (loading: boolean) => void;
}

const LoadingFlagContext = createContext<LoadingFlag>({ loading: false, setLoading: () => {} });

export function LoadingFlagProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  const value = useMemo(() => ({ loading, setLoading }), [loading]);
  return <LoadingFlagContext.Provider value={value}>{children}</LoadingFlagContext.Provider>;
}

export const useLoadingFlag = (): LoadingFlag => useContext(LoadingFlagContext);
