/** Admin team: request and response schemas (issue 7). */
export {};
