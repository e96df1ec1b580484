/**
 * Months as 'YYYY-MM' (the API's shape) and their first days as 'YYYY-MM-DD' (the database's). This month in
 * Warsaw and month arithmetic are @harmony/shared's (warsawMonth, addMonths).
 */

export const firstDay = (month: string): string => `${month}-01`;
