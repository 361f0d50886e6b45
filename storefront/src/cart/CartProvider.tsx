import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export interface Cart {
  itemCount: number;
  drawerOpen: boolean;
  openDrawer(): void;
  closeDrawer(): void;
  afterSignIn(): Promise<void>;
}

const CartContext = createContext<Cart | null>(null);

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart outside <CartProvider>");
  return cart;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const value = useMemo<Cart>(
    () => ({ itemCount: 0, drawerOpen, openDrawer: () => setDrawerOpen(true), closeDrawer: () => setDrawerOpen(false), afterSignIn: async () => {} }),
    [drawerOpen],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
