package battleledger.kernel.audit;

/**
 * One step of the timeline as people read it: who sent which command, its kind, and its status. A step is
 * "active" (in effect as decided), "undone", "redecided" (in effect as decided again by a later revoke or override,
 * in step {@code redecidedIn}), "revoked" (a ruling taken back), "dropped" (illegal once decided again; the reason
 * says why) or "superseded".
 *
 * @param step        the step's number
 * @param by          who sent the command
 * @param kind        setup, intent, ruling or timeline
 * @param command     the command's type
 * @param status      as above
 * @param inEffect    whether its command counts in the battle now
 * @param redecidedIn the step whose events it now comes from, when redecided
 * @param reason      why it was dropped or revoked, else null
 */
public record StepView(int step, String by, String kind, String command, String status, boolean inEffect,
                       Integer redecidedIn, String reason) {
}
