// Tables of issue 7: forum, mentorship, directory, chapters.
export {};
