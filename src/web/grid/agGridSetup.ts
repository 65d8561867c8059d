import { AG_GRID_LOCALE_HU } from '@ag-grid-community/locale';
import {
  CellStyleModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  TextFilterModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

// Only what the DataGrid uses; ValidationModule (AG Grid's console diagnostics) in development only.
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  TextFilterModule,
  TextEditorModule,
  SelectEditorModule,
  RowSelectionModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  RowApiModule,
  ScrollApiModule,
  RenderApiModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** AG Grid's own texts in Hungarian. */
export const GRID_LOCALE_TEXT: Record<string, string> = AG_GRID_LOCALE_HU;
