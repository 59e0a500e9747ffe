/** The audition player bar's height: the shell reserves it without loading the bar's code. */
export const AUDITION_BAR_HEIGHT = 64;
