// Tables of issue 8: job board and job scraping.
export {};
