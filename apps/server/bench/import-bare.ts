/**
 * Part of `npm run bench:import`: parses one xlsx with exceljs's streaming reader (every row
 * read, nothing kept) and prints {peakAboveIdle, rows, seconds} as JSON on its last line.
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';

const file = process.argv[2] as string;
await new Promise((r) => setTimeout(r, 500));
const idle = process.memoryUsage().rss;
let peak = idle;
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = Date.now();
let rows = 0;
const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
  worksheets: 'emit',
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  entries: 'ignore',
});
for await (const sheet of reader) {
  for await (const _row of sheet) rows++;
  break;
}
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(JSON.stringify({ peakAboveIdle: peak - idle, rows, seconds: (Date.now() - started) / 1000 }));
