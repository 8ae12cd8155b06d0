package battleledger.kernel.model;

import java.util.EnumSet;
import java.util.Set;

import static battleledger.kernel.model.Condition.Effect.*;

/**
 * The twelve conditions of 001 › Conditions, each as the set of its mechanical effects. "A condition is either
 * present or not": imposing it twice does nothing.
 * <p>Cites {@code Playtest.CONDITIONS}.
 */
public enum Condition {
    /** "cannot see · moves at half speed · attacks against it have advantage, its attacks have disadvantage" */
    BLINDED(CANNOT_SEE, HALF_SPEED, ATTACKED_WITH_ADVANTAGE, ATTACKS_WITH_DISADVANTAGE),
    /** "cannot attack the charmer or target the charmer with harmful abilities" */
    CHARMED(NO_HARM_TO_SOURCE),
    /** "can't hear anything" */
    DEAFENED(CANNOT_HEAR),
    /** "takes only half damage from non-ethereal sources and deals only half damage to non-ethereal targets" */
    ETHEREAL(HALF_DAMAGE_ACROSS_PLANES),
    /** "disadvantage on checks and attacks while the source of its fear is within line of sight" */
    FRIGHTENED(FEAR_OF_SOURCE),
    /** "impossible to see · attacks against the creature have disadvantage" */
    INVISIBLE(UNSEEN, ATTACKED_WITH_DISADVANTAGE),
    /** "disadvantage on attacks and checks · DC 10 Constitution check to cast · damage against it reduced by 1d6" */
    INTOXICATED(ATTACKS_WITH_DISADVANTAGE, CHECKS_WITH_DISADVANTAGE, CHECK_TO_CAST, DAMAGE_REDUCED_1D6),
    /** "cannot move ... or speak · falls prone · automatically fails Str and Dex saves · attacks against have advantage" */
    PARALYZED(CANNOT_MOVE, CANNOT_ACT, CANNOT_SPEAK, FALLS_PRONE, FAILS_STR_DEX_SAVES, ATTACKED_WITH_ADVANTAGE),
    /** "only movement option is to crawl · −2 to attack rolls · melee against it advantage, ranged disadvantage" */
    PRONE(CRAWLS, ATTACK_PENALTY, LYING_DOWN),
    /** "speed becomes 0 · attacks against advantage, its attacks disadvantage · disadvantage on Dex saves" */
    RESTRAINED(SPEED_ZERO, ATTACKED_WITH_ADVANTAGE, ATTACKS_WITH_DISADVANTAGE, DEX_SAVES_WITH_DISADVANTAGE),
    /** "cannot move or take actions · automatically fails Str and Dex saves · attacks against have advantage" */
    STUNNED(CANNOT_MOVE, CANNOT_ACT, FAILS_STR_DEX_SAVES, ATTACKED_WITH_ADVANTAGE),
    /** "falls prone · cannot move, take actions, or perceive · fails Str and Dex saves · attacks against advantage" */
    UNCONSCIOUS(FALLS_PRONE, CANNOT_MOVE, CANNOT_ACT, CANNOT_SEE, CANNOT_HEAR, FAILS_STR_DEX_SAVES,
            ATTACKED_WITH_ADVANTAGE),
    // Dragonbane's six conditions, each tied to an attribute: a bane on its rolls (Dragonbane core rules › Conditions)
    EXHAUSTED(BANE_ON_ITS_ATTRIBUTE),
    SICKLY(BANE_ON_ITS_ATTRIBUTE),
    DAZED(BANE_ON_ITS_ATTRIBUTE),
    ANGRY(BANE_ON_ITS_ATTRIBUTE),
    SCARED(BANE_ON_ITS_ATTRIBUTE),
    DISHEARTENED(BANE_ON_ITS_ATTRIBUTE);

    /** What a condition does, as the engine applies it. */
    public enum Effect {
        CANNOT_SEE, CANNOT_HEAR, CANNOT_SPEAK, HALF_SPEED, SPEED_ZERO, CANNOT_MOVE, CANNOT_ACT, CRAWLS, FALLS_PRONE,
        ATTACKED_WITH_ADVANTAGE, ATTACKED_WITH_DISADVANTAGE, ATTACKS_WITH_DISADVANTAGE, CHECKS_WITH_DISADVANTAGE,
        ATTACK_PENALTY, LYING_DOWN, FAILS_STR_DEX_SAVES, DEX_SAVES_WITH_DISADVANTAGE, NO_HARM_TO_SOURCE,
        FEAR_OF_SOURCE, UNSEEN, HALF_DAMAGE_ACROSS_PLANES, CHECK_TO_CAST, DAMAGE_REDUCED_1D6,
        /** Dragonbane: a bane on rolls of the attribute the condition is tied to. */
        BANE_ON_ITS_ATTRIBUTE
    }

    private final Set<Effect> effects;

    Condition(Effect first, Effect... more) {
        this.effects = EnumSet.of(first, more);
    }

    public boolean has(Effect effect) {
        return effects.contains(effect);
    }

    public Set<Effect> effects() {
        return EnumSet.copyOf(effects);
    }

    /** The condition's citation: 001 › Conditions › Blinded. */
    public battleledger.kernel.rules.Rule rule() {
        if (has(BANE_ON_ITS_ATTRIBUTE)) {
            return battleledger.kernel.rules.Rule.of("Dragonbane core rules", "Conditions");
        }
        String name = name().charAt(0) + name().substring(1).toLowerCase();
        return battleledger.kernel.rules.Rule.of("001", "Conditions", name);
    }
}
