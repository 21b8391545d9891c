import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../pipeline/types';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';

export const layoutComponents: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  empty: EmptyLayout,
};
