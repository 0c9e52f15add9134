/** Admin songs: request and response schemas (issue 7). */
export {};
