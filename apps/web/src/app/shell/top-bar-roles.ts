/** Seed section 6: leaders and contractors get the language switch in the top bar; others use the user menu. */
export const LANGUAGE_IN_TOP_BAR = 'Lider|Kontraktor';
