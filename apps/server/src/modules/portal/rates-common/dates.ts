/** Today's date in UTC, 'YYYY-MM-DD': the server date every validity check compares with (as exchange rates do). */
export const today = () => new Date().toISOString().slice(0, 10);
