package battleledger.kernel.state;

/**
 * A harmful action that has struck home and waits for its target's defence before it lands (Dragonbane core rules ›
 * Parrying, Dodging): an attack with a weapon, or a spell a caster offers to the defence.
 *
 * @param kind    "attack" or "spell": what lands once the defence is answered ({@code combat.Defences#land})
 * @param source  the weapon or the spell
 * @param dragon  the attack or casting roll was a Dragon: only a Dragon defends against it (Dragonbane core rules ›
 *                Dragons and Demons; 004 › Rolling a Dragon)
 * @param parry   it can be parried (an area spell cannot: 004 › Area of Effect; a single-target spell as its data
 *                allows: 004 › Rolling a Dragon)
 * @param pending the declared action it is, when it has one
 * @param amount  for a spell, the damage it deals when it lands (rolled once for the whole area as it was cast:
 *                004 › Area of Effect); null for an attack, whose damage is rolled when it lands
 */
public record Harm(String kind, String source, boolean dragon, boolean parry, String pending,
                   @battleledger.kernel.support.OmittedWhenAbsent Integer amount) {

    public Harm(String kind, String source, boolean dragon, boolean parry, String pending) {
        this(kind, source, dragon, parry, pending, null);
    }

    public static final String ATTACK = "attack";
    public static final String SPELL = "spell";
    /** The reaction a defence offer names. */
    public static final String REACTION = "parry or dodge";
}
