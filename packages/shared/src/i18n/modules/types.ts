/** A catalogue with the same keys as T: used to type the English half of every module's texts. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
