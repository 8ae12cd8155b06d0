package battleledger.kernel.model;

/**
 * How a creature casts spells.
 *
 * @param ability     its magic ability ("int", "wis", "cha"): spell attacks and save DCs (001 › Ability Scores)
 * @param spellClass  the class it casts as ("wizard", "cleric"), or null for innate magic with no class
 * @param casterLevel its caster level, for caster level checks (its level when null)
 * @param training    magic training added to spell attack rolls
 * @param rituals     it may cast spells as rituals (001 › Magic › Rituals: "only if a class feature ... allows it")
 * @param innate      its casting needs no components and cannot be perceived (000 › Perceiving a Caster at Work)
 */
public record Magic(String ability, String spellClass, Integer casterLevel, int training, boolean rituals,
                    boolean innate) {
}
