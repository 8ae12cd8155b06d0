package battleledger.ledger.dragonbane.casting;

/** The combatants of {@link CastingScenarios}, for the Dragonbane tests outside this package. */
public final class CastingScenariosAccess {

    private CastingScenariosAccess() {
    }

    /** Vera the elementalist, 10 WP. */
    public static String vera() {
        return CastingScenarios.vera(10, "");
    }

    /** The orc with an axe. */
    public static String orc() {
        return CastingScenarios.orc();
    }
}
