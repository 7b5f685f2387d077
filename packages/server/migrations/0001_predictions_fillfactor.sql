-- Marking rewrites points/outcome of many predictions at once; free space on each page lets PostgreSQL
-- update those rows in place (HOT) instead of moving them, which halves the time and the WAL.
ALTER TABLE "predictions" SET (fillfactor = 85);
