package battleledger.kernel.grid;

/**
 * What a walk along a path of cells costs (see {@link Grid#pathCost}).
 *
 * @param feet         feet spent on the legal steps, up to the first illegal one
 * @param legalSteps   how many steps were legal before the first illegal one (all of them when legal)
 * @param firstIllegal the first illegal step, or null when every step is legal
 */
public record PathCost(int feet, int legalSteps, IllegalStep firstIllegal) {

    /**
     * A step that cannot be taken.
     *
     * @param index  the step's number, from 1 (step 1 goes from path[0] to path[1])
     * @param from   the anchor cell the step leaves
     * @param to     the anchor cell the step enters
     * @param reason why, e.g. "(3,4) is a wall"
     */
    public record IllegalStep(int index, Cell from, Cell to, String reason) {
    }

    public boolean legal() {
        return firstIllegal == null;
    }
}
