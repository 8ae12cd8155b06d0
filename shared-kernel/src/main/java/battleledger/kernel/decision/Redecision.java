package battleledger.kernel.decision;

/**
 * The one piece of work a rule cannot do on facts and hands to the loop instead: deciding earlier commands again
 * (a revoked ruling, an overridden roll, a waiting command whose dice came; DESIGN.md, Undo, redo, revoke). It runs
 * the loop itself on a scratch battle, command by command, so it is given the loop ({@link Decision#again}).
 */
@FunctionalInterface
public interface Redecision {

    void decideAgain(Decision loop);
}
