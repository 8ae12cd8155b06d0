package battleledger.kernel.state;

/**
 * A harmful action that has struck home and waits for its target's defence before it lands (Dragonbane core rules ›
 * Parrying, Dodging): an attack with a weapon, or a spell a caster offers to the defence.
 *
 * @param kind    "attack" or "spell": what lands once the defence is answered ({@code combat.Defences#land})
 * @param source  the weapon or the spell
 * @param dragon  the attack or casting roll was a Dragon: only a Dragon defends against it (Dragonbane core rules ›
 *                Dragons and Demons; 004 › Rolling a Dragon)
 * @param parry   it can be parried (an area spell cannot: 004 › Area of Effect)
 * @param pending the declared action it is, when it has one
 */
public record Harm(String kind, String source, boolean dragon, boolean parry, String pending) {

    public static final String ATTACK = "attack";
    public static final String SPELL = "spell";
    /** The reaction a defence offer names. */
    public static final String REACTION = "parry or dodge";
}
