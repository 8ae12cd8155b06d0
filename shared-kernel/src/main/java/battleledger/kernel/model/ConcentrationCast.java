package battleledger.kernel.model;

import java.util.List;

/**
 * The cast a Dragonbane mage keeps up by concentrating (004 › Casting Spells › Duration: "Concentration: The effect
 * ceases if you perform another action, take damage, or fail a WIL roll for resisting fear"): when it was cast, at
 * which power, and whom it struck. The reads show it as the mage's concentration, as they show a playtest caster's.
 *
 * @param step    the step it was cast at
 * @param round   the round it was cast in
 * @param power   its power level (004 › Power Level), or null for a spell without one
 * @param targets the combatants its cast struck (none for a personal spell: it is on its caster)
 */
public record ConcentrationCast(int step, int round, Integer power, List<String> targets) {

    public ConcentrationCast {
        targets = targets == null ? List.of() : List.copyOf(targets);
    }
}
