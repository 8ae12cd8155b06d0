package battleledger.kernel.ruleset.dragonbane;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** 004 › Requirements, Rank, and Magic and Metal. */
class RequirementsAndMetalTest {

    private static Fighter with(Fighter f, boolean speak, boolean hands, boolean focus, List<String> ingredients) {
        Fighter.Magic m = f.magic();
        return f.withMagic(new Fighter.Magic(m.school(), m.known(), m.prepared(), m.grimoire(), ingredients, focus,
                speak, hands));
    }

    @Test
    @DisplayName("004 › Requirements: \"Word: ... It cannot be a whisper\"")
    void aGaggedMageCannotSpeakTheWord() {
        assertThatThrownBy(() -> Casts.of(with(Mages.elwyn(), false, true, false, List.of()), "fireball")
                .at("orc-1", 10).with(5)).hasFieldOrPropertyWithValue("code", "requirement-missing")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.REQUIREMENTS);
    }

    @Test
    @DisplayName("004 › Requirements: \"Gesture: ... specific hand movements\"")
    void boundHandsForbidAGesture() {
        assertThatThrownBy(() -> Casts.of(with(Mages.elwyn(), true, false, false, List.of()), "whirlwind")
                .at("orc-1", 2).with(5)).hasFieldOrPropertyWithValue("code", "requirement-missing");
    }

    @Test
    @DisplayName("004 › Requirements: \"Focus: The spell is activated with an item held in your hand\"")
    void aFocusMustBeInHand() {
        assertThatThrownBy(() -> Casts.of(with(Mages.orla(), true, true, false, List.of()), "farsight").with(5))
                .hasFieldOrPropertyWithValue("code", "requirement-missing");
        assertThat(Casts.of(Mages.orla(), "farsight").with(5).concentrating()).isTrue();
    }

    @Test
    @DisplayName("004 › Requirements: \"Ingredient: ... which is consumed in the process\"")
    void anIngredientIsNeededAndConsumed() {
        Fighter brynja = Mages.brynja().withMagic(Mages.brynja().magic().withPrepared(List.of("sleep-dust")));
        CastOutcome out = Casts.of(brynja, "sleep-dust").at("orc-1", 4).with(5);
        assertThat(out.ingredientConsumed()).isEqualTo("poppy seeds");
        assertThat(out.effects()).singleElement().extracting(CastOutcome.Effect::detail).isEqualTo("dazed");
        assertThatThrownBy(() -> Casts.of(with(brynja, true, true, false, List.of()), "sleep-dust").at("orc-1", 4)
                .with(5)).hasFieldOrPropertyWithValue("code", "requirement-missing");
    }

    @Test
    @DisplayName("004 › Requirements: \"You cannot cast a spell unless all its requirements are fulfilled\"")
    void everyRequirementMustHold() {
        // fireball needs a word and a gesture: speaking is not enough without a free hand
        assertThatThrownBy(() -> Casts.of(with(Mages.elwyn(), true, false, false, List.of()), "fireball")
                .at("orc-1", 10).with(5)).hasMessageContaining("gesture");
    }

    @Test
    @DisplayName("004 › Rank: \"These have no mechanical effect\"")
    void rankChangesNothingInTheCast() {
        assertThat(Grimoire.spell("magic-seal").rank()).isEqualTo(2);
        assertThat(Grimoire.spell("magic-seal").cost(1)).isEqualTo(Grimoire.spell("protector").cost(1));
    }

    @Test
    @DisplayName("004 › Magic and Metal: \"you cannot use magic if you are wearing metal armor or have a metal"
            + " weapon at hand\"")
    void metalArmorOrAMetalWeaponAtHandForbidsMagic() {
        Fighter armored = new Fighter("elwyn", Mages.elwyn().attributes(), Mages.elwyn().skills(), 10, 10, 10, 10, 3,
                true, Mages.elwyn().atHand(), java.util.Set.of(), Mages.elwyn().magic());
        assertThatThrownBy(() -> Casts.of(armored, "fireball").at("orc-1", 10).with(5))
                .hasFieldOrPropertyWithValue("code", "metal-forbids-magic")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.MAGIC_AND_METAL);
        Fighter axe = Mages.elwyn().withAtHand(List.of(Weapon.melee("handaxe", "axes", "2d6", true)));
        assertThatThrownBy(() -> Casts.of(axe, "ignite").at("torch", 2).with())
                .hasFieldOrPropertyWithValue("code", "metal-forbids-magic");
        Fighter arrows = Mages.elwyn().withAtHand(List.of(Weapon.ranged("shortbow", "bows", "1d10", true, 30)));
        assertThatThrownBy(() -> Casts.of(arrows, "ignite").at("torch", 2).with())
                .hasFieldOrPropertyWithValue("code", "metal-forbids-magic");
    }

    @Test
    @DisplayName("004 › Magic and Metal: \"(but not staves, clubs, or slings). Items in your inventory do not count\"")
    void stavesClubsSlingsAndTheInventoryDoNotCount() {
        Fighter armed = Mages.elwyn().withAtHand(List.of(Weapon.melee("staff", "staves", "1d8", false),
                Weapon.melee("club", "hammers", "1d8", false), Weapon.ranged("sling", "slings", "1d8", false, 20)));
        assertThat(Casts.of(armed, "ignite").at("torch", 2).with().succeeded()).isTrue();
        // a sword in the pack is inventory, not at hand: only what is at hand is listed
        assertThat(Casts.of(Mages.elwyn(), "ignite").at("torch", 2).with().succeeded()).isTrue();
    }
}
