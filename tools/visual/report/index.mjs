// The report room: one run's records (shots and spoken records) turned into a manifest and a review
// folder (images, texts and the review page), and the merge of a sharded run's parts into one such folder.
export { readEntries, findOrphans, bySeverity, summarise, spokenChanges, countsText, needsReview, writeReport, buildReport } from './report.mjs';
export { mergeShards, differencesFromBaselines } from './merge-shards.mjs';
