// What the books offer the other reports: the accountant's CSV format and its download answer.
export { type CsvCell, csvRupees, neutralised, toCsv } from './books-csv';
export { sendCsv } from './books-csv-reply';
