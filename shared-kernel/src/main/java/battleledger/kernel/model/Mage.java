package battleledger.kernel.model;

import java.util.List;

/**
 * A Dragonbane mage's magic as the GM adds it (004 › Casting Spells; the spells it has learned are the stat block's
 * {@code spells}): its school, the spells it has prepared, whether it has its grimoire, a focus in hand, the
 * ingredients it carries, whether its armor is metal, and which of its weapons (its attacks) are metal. Its weapons are
 * at hand unless the table follows its hands ({@code gear.held}): then only those it holds (004 › Magic and Metal).
 *
 * @param school     animism, elementalism or mentalism (004 › Casting Spells: "roll against your skill level in the
 *                   relevant school")
 * @param prepared   the spells prepared (004 › Prepared Spells); none when not given
 * @param grimoire   it carries its grimoire (004 › Grimoire); false when not given
 * @param focus      a focus held in hand (004 › Requirements); false when not given
 * @param ingredients ingredients carried, each consumed by the spell that needs it (004 › Requirements)
 * @param metalArmor its armor is metal (004 › Magic and Metal); false when not given
 * @param metal      the names of its weapons that are (even partly) metal: axes, spears, arrows (004 › Magic and Metal)
 * @param newlyCreated a newly created mage: checked against 004 › Newly Created Mage when added; null (not written)
 *                     when not given, so a stored mage's JSON and text stay what they were
 * @param recorded   the spells recorded in its grimoire (004 › Grimoire: "In the grimoire, you record all the spells
 *                   you know"); null (not written) when not given: every learned spell, as every mage before a new
 *                   grimoire (004 › Lost Grimoire) has it
 */
public record Mage(String school, List<String> prepared, Boolean grimoire, Boolean focus, List<String> ingredients,
                   Boolean metalArmor, List<String> metal,
                   @battleledger.kernel.support.OmittedWhenAbsent Boolean newlyCreated,
                   @battleledger.kernel.support.OmittedWhenAbsent List<String> recorded) {

    public Mage {
        prepared = prepared == null ? List.of() : List.copyOf(prepared);
        ingredients = ingredients == null ? List.of() : List.copyOf(ingredients);
        metal = metal == null ? List.of() : List.copyOf(metal);
        grimoire = grimoire != null && grimoire;
        focus = focus != null && focus;
        metalArmor = metalArmor != null && metalArmor;
        newlyCreated = Boolean.TRUE.equals(newlyCreated) ? Boolean.TRUE : null;
        recorded = recorded == null ? null : List.copyOf(recorded);
    }

    /**
     * The battle's digest is taken over its text form: {@code newlyCreated} is written only when it is true, and
     * {@code recorded} only when given.
     */
    @Override
    public String toString() {
        return "Mage[school=" + school + ", prepared=" + prepared + ", grimoire=" + grimoire + ", focus=" + focus
                + ", ingredients=" + ingredients + ", metalArmor=" + metalArmor + ", metal=" + metal
                + (newlyCreated == null ? "" : ", newlyCreated=true")
                + (recorded == null ? "" : ", recorded=" + recorded) + "]";
    }

    public Mage(String school, List<String> prepared, Boolean grimoire, Boolean focus, List<String> ingredients,
                Boolean metalArmor, List<String> metal, Boolean newlyCreated) {
        this(school, prepared, grimoire, focus, ingredients, metalArmor, metal, newlyCreated, null);
    }

    public Mage(String school, List<String> prepared, Boolean grimoire, Boolean focus, List<String> ingredients,
                Boolean metalArmor, List<String> metal) {
        this(school, prepared, grimoire, focus, ingredients, metalArmor, metal, false);
    }

    /** The same mage with other spells prepared (004 › Prepared Spells). */
    public Mage withPrepared(List<String> spells) {
        return new Mage(school, spells, grimoire, focus, ingredients, metalArmor, metal, newlyCreated, recorded);
    }

    /** The same mage with or without its grimoire (004 › Grimoire › Lost Grimoire); what is recorded stays. */
    public Mage withGrimoire(boolean has) {
        return new Mage(school, prepared, has, focus, ingredients, metalArmor, metal, newlyCreated, recorded);
    }

    /** The same mage with a grimoire in which {@code spells} are recorded (004 › Grimoire, Lost Grimoire). */
    public Mage withRecorded(List<String> spells) {
        return new Mage(school, prepared, true, focus, ingredients, metalArmor, metal, newlyCreated, spells);
    }

    /** Whether {@code spell} is recorded in its grimoire: any learned spell while {@code recorded} is not given. */
    public boolean records(String spell) {
        return recorded == null || recorded.contains(spell);
    }
}
