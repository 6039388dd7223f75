/**
 * Resolves in a task of its own: the browser paints and answers a tap before the work after it.
 * Start-up is cut into such pieces because on a budget phone each piece of it is a long task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
