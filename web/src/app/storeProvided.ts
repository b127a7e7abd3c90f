import { createContext } from 'react';

/** True below a store provider: <WithStore> then adds none of its own (tests bring their own store). */
export const StoreProvided = createContext(false);
