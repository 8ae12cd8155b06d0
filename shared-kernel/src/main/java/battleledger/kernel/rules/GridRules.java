package battleledger.kernel.rules;

/**
 * Citations of {@code 003_a4a9f162bdf68765.txt}, the Dungeon Master's Guide's grid rules (Running the Game), and of
 * the grid methods of 000 (Xanathar's Guide, Areas of Effect on a Grid).
 */
public final class GridRules {

    public static final String SEED = "003";

    private GridRules() {
    }

    public static final Rule SIZE_AND_SPACE = Rule.of(SEED, "Creature Size and Space");
    public static final Rule AREAS = Rule.of(SEED, "Areas of Effect");
    public static final Rule LINE_OF_SIGHT = Rule.of(SEED, "Line of Sight");
    public static final Rule COVER = Rule.of(SEED, "Cover");
    public static final Rule FLANKING = Rule.of(SEED, "Optional Rule: Flanking");
    public static final Rule TEMPLATE_METHOD = Rule.of(Xanathar.SEED, "Areas of Effect on a Grid › Template Method");
    public static final Rule TOKEN_METHOD = Rule.of(Xanathar.SEED, "Areas of Effect on a Grid › Token Method");
}
