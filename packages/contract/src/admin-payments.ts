/** Admin payments: request and response schemas (issue 7). */
export {};
