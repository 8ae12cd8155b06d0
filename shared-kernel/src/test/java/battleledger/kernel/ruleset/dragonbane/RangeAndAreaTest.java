package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.ruleset.dragonbane.CastRequest.SpellTarget;
import battleledger.kernel.grid.Blockers;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.EncounterOptions.AreaMethod;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** 004 › Range, with Area of Effect, Sphere and Cone. */
class RangeAndAreaTest {

    @Test
    @DisplayName("004 › Range: \"spells cannot be used on targets outside their specified range\"")
    void aTargetBeyondTheRangeIsRefused() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "fireball").at("orc-1", 22).with(5))
                .hasFieldOrPropertyWithValue("code", "out-of-range")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.RANGE);
        assertThat(Casts.of(Mages.elwyn(), "fireball").at("orc-1", 20).with(5, 2, 2).succeeded()).isTrue();
    }

    @Test
    @DisplayName("004 › Range: \"Personal range means that the spell only affects the person casting it\"")
    void aPersonalSpellAffectsOnlyTheMage() {
        assertThatThrownBy(() -> Casts.of(Mages.orla(), "levitate").at("elwyn", 0).with(5))
                .hasFieldOrPropertyWithValue("code", "personal-range");
        CastOutcome out = Casts.of(Mages.orla(), "levitate").with(5);
        assertThat(out.concentrating()).isTrue();
    }

    @Test
    @DisplayName("004 › Sphere: \"the spell affects all targets within the chosen area except the mage themself\"")
    void aSphereAroundTheMageLeavesTheMageOut() {
        Map<String, Cell> cells = new LinkedHashMap<>();
        cells.put("elwyn", Cell.of(5, 5));
        cells.put("orc-1", Cell.of(6, 5));
        cells.put("orc-2", Cell.of(4, 6));
        cells.put("orc-edge", Cell.of(5, 8));
        cells.put("orc-far", Cell.of(9, 5));
        List<SpellTarget> in = SpellAreas.targets(Grid.squares(), Grimoire.spell("whirlwind"), "elwyn",
                Cell.of(5, 5), null, cells, Blockers.none(), AreaMethod.DMG);
        assertThat(in).extracting(SpellTarget::id).containsExactly("orc-1", "orc-2");
        assertThat(in).extracting(SpellTarget::meters).containsExactly(2, 2);
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "whirlwind").at("elwyn", 0).with(5))
                .hasFieldOrPropertyWithValue("code", "sphere-excludes-mage");
    }

    @Test
    @DisplayName("004 › Cone: \"whose width at any given point equals the distance from the source ... The range"
            + " indicates the length of the cone\"")
    void aConeWidensWithDistanceAndEndsAtItsRange() {
        Map<String, Cell> cells = new LinkedHashMap<>();
        cells.put("near", Cell.of(6, 5));
        cells.put("wide-near", Cell.of(6, 8));
        cells.put("wide-far", Cell.of(9, 7));
        cells.put("behind", Cell.of(3, 5));
        cells.put("too-far", Cell.of(11, 5));
        List<SpellTarget> in = SpellAreas.targets(Grid.squares(), Grimoire.spell("frost"), "elwyn", Cell.of(5, 5),
                Cell.of(10, 5), cells, Blockers.none(), AreaMethod.DMG);
        assertThat(in).extracting(SpellTarget::id).contains("near", "wide-far")
                .doesNotContain("wide-near", "behind", "too-far");
    }

    @Test
    @DisplayName("004 › Cone: \"a cone-shaped area whose width at any given point equals the distance from the source of"
            + " the spell\" — without a grid, the mage named among a frost's targets is refused (409 not-in-area), as"
            + " on the grid, not struck by her own cone")
    void aConeWithoutAGridLeavesTheMageOut() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "frost").at("elwyn", 0).at("orc-1", 4).with(5, 3))
                .hasFieldOrPropertyWithValue("code", "not-in-area")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.CONE);
        CastOutcome out = Casts.of(Mages.elwyn(), "frost").at("orc-1", 4).with(5, 3);
        assertThat(out.effects()).extracting(CastOutcome.Effect::target).containsExactly("orc-1");
    }

    @Test
    @DisplayName("004 › Area of Effect: \"You can exempt one or more targets within the area ... but you then get a"
            + " bane on the roll\"")
    void exemptingATargetSparesItAndGivesABane() {
        CastOutcome out = Casts.of(Mages.elwyn(), "whirlwind").at("orc-1", 2).at("grimsa", 2).exempt("grimsa")
                .with(3, 9, 6);
        assertThat(out.castingRoll().banes()).isEqualTo(1);
        assertThat(out.castingRoll().kept()).isEqualTo(9);
        assertThat(out.effects()).extracting(CastOutcome.Effect::target).containsExactly("orc-1");
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "fireball").at("orc-1", 2).exempt("orc-1").with(3))
                .hasFieldOrPropertyWithValue("code", "exempt-needs-area");
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "whirlwind").at("orc-1", 2).exempt("grimsa").with(3))
                .hasFieldOrPropertyWithValue("code", "exempt-not-in-area");
    }

    @Test
    @DisplayName("004 › Area of Effect: \"the spell affects all targets within the chosen area\" — a target named twice"
            + " is refused, not struck twice")
    void aTargetNamedTwiceInAnAreaIsRefusedNotStruckTwice() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "whirlwind").at("orc-1", 2).at("orc-1", 2).with(3, 6))
                .hasFieldOrPropertyWithValue("code", "target-named-twice")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.AREA_OF_EFFECT);
        CastOutcome once = Casts.of(Mages.elwyn(), "whirlwind").at("orc-1", 2).at("orc-2", 2).with(3, 6);
        assertThat(once.effects()).extracting(CastOutcome.Effect::target).containsExactly("orc-1", "orc-2");
    }

    @Test
    @DisplayName("004 › Area of Effect: \"Area of effect spells can be dodged but not parried\"")
    void anAreaSpellIsDodgedNotParried() {
        Spell frost = Grimoire.spell("frost");
        assertThatThrownBy(() -> Fighting.defendAgainstSpell(Mages.dice(3), Mages.grimsa(), frost, "parry",
                "broadsword", false)).hasFieldOrPropertyWithValue("code", "defence-not-allowed")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.AREA_OF_EFFECT);
        SkillRoll dodge = Fighting.defendAgainstSpell(Mages.dice(3), Mages.grimsa(), frost, "dodge", null, false);
        assertThat(dodge.roll().against()).isEqualTo(9);
        assertThat(Fighting.holds(dodge, false)).isTrue();
    }
}
