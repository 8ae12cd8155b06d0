package battleledger.ledger.file;

/**
 * A battle file that cannot be taken: malformed, from another format or revision, its digest not matching its
 * lines, or its replay not giving its events. It names the step where the file first goes wrong, when there is one.
 */
public final class BattleFileRefused extends RuntimeException {

    private final Integer step;
    private final String code;

    private BattleFileRefused(Integer step, String code, String detail) {
        super(detail, null, false, false);
        this.step = step;
        this.code = code;
    }

    public static BattleFileRefused at(Integer step, String code, String detail) {
        return new BattleFileRefused(step, code, detail);
    }

    /** The step where the file first differs, or null when the fault is not in one step. */
    public Integer step() {
        return step;
    }

    public String code() {
        return code;
    }

    public String detail() {
        return getMessage();
    }
}
