import type { Screen, ScreenPath } from '../areas/webArea.ts';
import { AREA_SCREENS } from '../areas/webAreas.ts';

/** The code-split screen of every route except the shell's own (/ and /login), from the areas. */
export const SCREENS: Record<ScreenPath, Screen> = AREA_SCREENS;
