import type { ComponentType, ReactNode } from 'react';
import type { LayoutModule, LayoutName } from '../pipeline/types';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';

/** Layout hooks for the pipeline (middleware, data). */
export const layoutModules: Record<LayoutName, LayoutModule> = {
  default: {},
  empty: {},
};

export const layoutComponents: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  empty: EmptyLayout,
};
